// npm run bench [name…]: runs the benchmarks and prints markdown for docs/benchmarks.md.
import { benchApi } from './api/index';

const all: Record<string, () => Promise<{ text: string }>> = {
  api: () => benchApi(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted.length ? wanted : Object.keys(all)) {
  const bench = all[name];
  if (!bench) throw new Error(`unknown benchmark ${name}; have ${Object.keys(all).join(', ')}`);
  const { text } = await bench();
  console.log(`${text}\n`);
}
