// Passwords are hashed with argon2id (memory-hard); the hash string carries its own parameters,
// so hashes made with other costs (e.g. the cheap test setting) still verify.
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

export interface HashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
}

/** OWASP's recommended argon2id setting (19 MiB, 2 passes, 1 lane). */
export const productionHashCost: HashCost = { memoryCost: 19_456, timeCost: 2 };

const argon2id = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost: HashCost = productionHashCost): PasswordHasher {
  const options = { algorithm: argon2id, parallelism: 1, ...cost };
  // Checked against when there is no account, so "no such email" takes as long as "wrong password".
  let decoy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    async verify(storedHash, password) {
      if (!storedHash) {
        decoy ??= hash(randomBytes(16).toString('hex'), options);
        await verify(await decoy, password).catch(() => false);
        return false;
      }
      return verify(storedHash, password).catch(() => false);
    },
  };
}
