/** A user a note may mention: by `@Full Name` or `@email`. */
export interface Mentionable {
  id: number;
  name: string;
  email: string;
}

const wordChar = /[\p{L}\p{N}_]/u;
// a name ending in a CJK character may run on into the text ("請@陳大文看看"): no word boundary there
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
const before = /[A-Za-z0-9_.+-]/;

/**
 * The users a note's text mentions: each `@` (at the start or after anything but part of an address)
 * followed by a user's e-mail or full name, case-insensitive, the longest that fits, ending at a word
 * boundary (or anywhere after a CJK name). Each user once, in order of first mention.
 */
export const mentionsIn = <U extends Mentionable>(text: string, users: readonly U[]): U[] => {
  const candidates = users
    .flatMap((user) => [user.email, user.name].filter((key) => key.trim()).map((key) => ({ key: key.toLocaleLowerCase(), user })))
    .sort((a, b) => b.key.length - a.key.length);
  const lower = text.toLocaleLowerCase();
  const found = new Map<number, U>();
  for (let at = lower.indexOf("@"); at >= 0; at = lower.indexOf("@", at + 1)) {
    if (at > 0 && before.test(lower[at - 1])) continue;
    const rest = lower.slice(at + 1);
    const match = candidates.find(({ key }) => {
      if (!rest.startsWith(key)) return false;
      const next = rest[key.length];
      return next === undefined || !wordChar.test(next) || cjk.test(key);
    });
    if (match && !found.has(match.user.id)) found.set(match.user.id, match.user);
  }
  return [...found.values()];
};
