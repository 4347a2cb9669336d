/** Payload stores a list of lines as `{ text }` rows: package features, the site's roadmap and help items. */
export interface TextRow {
  text: string;
  id?: string | null;
}

export const toTextRows = (lines: readonly string[]) => lines.map((text) => ({ text }));

export const fromTextRows = (rows: readonly TextRow[] | null | undefined) => (rows ?? []).map((row) => row.text);
