// Makes the JSON log lines of the app and the worker readable on a terminal: time, level, who,
// message and the other fields as key=value. Lines that are not JSON pass through unchanged.
import { Transform } from 'node:stream';

const levels = { 10: ['trace', 90], 20: ['debug', 90], 30: ['info', 32], 40: ['warn', 33], 50: ['error', 31], 60: ['fatal', 35] };
const paint = (code, text) => `\x1b[${code}m${text}\x1b[0m`;

const value = (v) => (typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v));

/** One log line as a person reads it. */
export function formatLine(line, source) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `${paint(90, source.padEnd(10))} ${line}`;
  }
  if (typeof entry !== 'object' || entry === null || !('level' in entry)) return `${paint(90, source.padEnd(10))} ${line}`;
  const { level, time, msg = '', name, err, ...rest } = entry;
  const [label, color] = levels[level] ?? [String(level), 0];
  const clock = new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
  const who = name ? `${source}/${name}` : source;
  const fields = Object.entries(rest).map(([k, v]) => `${paint(90, `${k}=`)}${value(v)}`);
  const error = err ? `\n    ${typeof err === 'object' ? (err.stack ?? err.message ?? JSON.stringify(err)) : err}` : '';
  return `${paint(90, clock)} ${paint(color, label.padEnd(5))} ${paint(36, who.padEnd(10))} ${msg}${fields.length ? ` ${fields.join(' ')}` : ''}${error}`;
}

/** A stream that formats whole lines as they come. */
export function prettyLines(source) {
  let rest = '';
  return new Transform({
    transform(chunk, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map((line) => `${formatLine(line, source)}\n`).join(''));
    },
    flush(done) {
      done(null, rest ? `${formatLine(rest, source)}\n` : '');
    },
  });
}
