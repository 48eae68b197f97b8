import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * A WebAuthn authenticator for server tests, written with node:crypto: it answers a registration ceremony with a
 * "none" attestation over a new P-256 key, as a platform authenticator would (W3C WebAuthn level 2, 6.5 and 8.7).
 * Each value can be bent to test a refusal: another relying party, another origin, a credential id used before.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The few CBOR items an attestation holds (RFC 8949): integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const long = Buffer.alloc(5);
    long[0] = (major << 5) | 26;
    long.writeUInt32BE(length, 1);
    return long;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

export interface Registration {
  /** The base64url credential id, as Better Auth stores it. */
  credentialId: string;
  /** The body of POST /api/auth/passkey/verify-registration. */
  body: Record<string, unknown>;
}

export interface RegistrationOptions {
  /** The challenge of GET /api/auth/passkey/generate-register-options. */
  challenge: string;
  rpId: string;
  origin: string;
  /** A credential id to answer with (base64url); a new random one by default. */
  credentialId?: string;
  name?: string;
}

/** The authenticator's answer to a registration ceremony. */
export function registration({ challenge, rpId, origin, credentialId, name }: RegistrationOptions): Registration {
  const id = credentialId ? Buffer.from(credentialId, 'base64url') : randomBytes(32);
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    createHash('sha256').update(rpId).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data included
    Buffer.alloc(4), // signature counter 0
    Buffer.alloc(16), // AAGUID: none given
    idLength,
    id,
    coseKey,
  ]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false }),
  );
  const encoded = id.toString('base64url');
  return {
    credentialId: encoded,
    body: {
      ...(name ? { name } : {}),
      response: {
        id: encoded,
        rawId: encoded,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal'],
        },
      },
    },
  };
}
