import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { decodeKey } from '../config/env';
import type { KeyStore } from './key-store';

/**
 * Seals configuration secrets at rest (an identity provider's client secret, a directory's bind password) with
 * AES-256-GCM. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url parts): the version lets the key or the
 * cipher change later, the tag makes any tampering fail to open instead of yielding garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
  isSealed(value: string): boolean;
}

const PREFIX = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== PREFIX || iv === undefined || tag === undefined || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    isSealed(value) {
      return /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/.test(value);
    },
  };
}

/** Key store name of the generated sealing key, used only when CONFIG_SECRETS_KEY is not set. */
const STORED_KEY_NAME = 'config-secrets-key';

/**
 * The deployment's secret box: CONFIG_SECRETS_KEY when set; else a key generated once into the key store (shared by
 * every instance), which `warn` reports, because a key kept beside the sealed values protects only against a leak of
 * the config rows themselves.
 */
export async function loadSecretBox(configuredKey: string | undefined, keyStore: KeyStore, warn: (message: string) => void): Promise<SecretBox> {
  if (configuredKey !== undefined) {
    const key = decodeKey(configuredKey);
    if (key === null) throw new Error('CONFIG_SECRETS_KEY must be 32 bytes as base64 or hex');
    return createSecretBox(key);
  }
  warn('CONFIG_SECRETS_KEY is not set: configuration secrets are sealed with a key kept in the database; set it in production.');
  const stored = await keyStore.getOrCreate(STORED_KEY_NAME, async () => randomBytes(32).toString('base64url'));
  return createSecretBox(Buffer.from(stored, 'base64url'));
}
