// bench/site: not written yet.
export async function benchSite(): Promise<{ text: string }> {
  throw new Error('bench/site is not written yet');
}
