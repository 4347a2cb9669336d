// bench/queries: not written yet.
export async function benchQueries(): Promise<{ text: string }> {
  throw new Error('bench/queries is not written yet');
}
