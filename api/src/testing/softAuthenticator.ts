// A software passkey authenticator for tests: an ES256 key from node:crypto, 'none' attestation, CBOR written by hand
// (only what WebAuthn needs), so the API's verification runs on real signatures. It keeps the credentials it made,
// as a phone does, and answers a sign-in with the one made for that RP ID (a discoverable credential).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | { [key: string]: Cbor };

/** CBOR (RFC 8949): unsigned and negative integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value, 'utf8')]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export function softAuthenticator(origin: string) {
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };

  return {
    credentials,

    /** navigator.credentials.create(), answered as @simplewebauthn/browser's startRegistration() answers. */
    register(options: CreationOptions, { clientType = 'webauthn.create', challenge = options.challenge } = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      // COSE_Key: kty EC2 (1: 2), alg ES256 (3: -7), curve P-256 (-1: 1), x (-2), y (-3).
      const coseKey = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const credential: Credential = { id: randomBytes(16), rpId: options.rp.id!, userHandle: options.user.id, privateKey, counter: 0 };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const aaguid = Buffer.alloc(16);
      const authData = Buffer.concat([
        sha256(credential.rpId),
        Buffer.from([UP | UV | AT]),
        counterBytes(0),
        aaguid,
        idLength,
        credential.id,
        cbor(coseKey),
      ]);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData(clientType, challenge)),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
          transports: ['internal'],
        },
      };
    },

    /** navigator.credentials.get() with no allowCredentials: the credential this authenticator holds for the RP ID. */
    authenticate(
      options: RequestOptions,
      { challenge = options.challenge, counterStep = 1, credential = credentials.find((held) => held.rpId === options.rpId) } = {},
    ) {
      if (!credential) throw new Error(`No passkey for ${options.rpId}`);
      credential.counter += counterStep;
      const authenticatorData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), counterBytes(credential.counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
