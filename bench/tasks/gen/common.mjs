/**
 * What the task generators share: their command-line flags and a seeded random stream
 * (mulberry32), so a fixed seed gives the same sites and tasks on every machine.
 */

/** The value after `name` on the command line, else `dflt`. */
export const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};

/** A random stream from `start` (a 32-bit integer) and the draws built on it. */
export function seeded(start) {
  let seed = start >>> 0;
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const shuffle = (a) => {
    const b = [...a];
    for (let i = b.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [b[i], b[j]] = [b[j], b[i]];
    }
    return b;
  };
  const chance = (p) => rnd() < p;
  return { rnd, pick, shuffle, chance };
}

/** The text with its first letter in upper case. */
export const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** A URL path word for a name ("Sofas & armchairs" → "sofas-and-armchairs"). */
export const slug = (s) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
