/**
 * Payload's login reads the account's sessions before it checks the password and writes them
 * back with the new session: two sign-ins to one account at once keep only one of the two
 * sessions, and the other token is refused straight away. Here sign-ins to one account take
 * turns, whether they come through /api/v1 (routes.ts) or the panel's REST (lib/panel-gate.ts).
 * (Two app instances could still interleave them, which takes two sign-ins to one account
 * within the same few milliseconds on different instances.)
 */
const signIns = new Map<string, Promise<unknown>>();

export function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const key = email.toLowerCase();
  const mine = (signIns.get(key) ?? Promise.resolve()).then(signIn);
  const settled = mine.catch(() => undefined);
  signIns.set(key, settled);
  void settled.then(() => signIns.get(key) === settled && signIns.delete(key));
  return mine;
}
