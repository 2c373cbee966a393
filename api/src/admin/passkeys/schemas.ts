// The passkey routes' JSON schemas: WebAuthn's JSON forms (the options a browser's @simplewebauthn/browser takes, the
// credential it answers), bounded, and the passkey as the admin lists it.
import { printable, record } from '../schemas';

/** WebAuthn's binary values travel as base64url. */
const base64url = (maxLength: number) => ({ type: 'string', pattern: '^[A-Za-z0-9_-]*$', maxLength }) as const;
const transports = { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 32 } } as const;
const credentialDescriptor = {
  type: 'object',
  required: ['id', 'type'],
  additionalProperties: false,
  properties: { id: base64url(1366), type: { type: 'string' }, transports },
} as const;

export const passkeySchema = record({
  id: { type: 'integer' },
  name: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
  lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
});

/** What the operator calls it ("office laptop"): short and printable. */
export const passkeyNameSchema = printable(100);

/** PublicKeyCredentialCreationOptionsJSON, as generateRegistrationOptions makes it. */
export const registrationOptionsSchema = {
  type: 'object',
  required: ['challenge', 'rp', 'user', 'pubKeyCredParams'],
  additionalProperties: false,
  properties: {
    challenge: base64url(128),
    rp: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string' }, id: { type: 'string' } },
    },
    user: {
      type: 'object',
      required: ['id', 'name', 'displayName'],
      additionalProperties: false,
      properties: { id: base64url(128), name: { type: 'string' }, displayName: { type: 'string' } },
    },
    pubKeyCredParams: {
      type: 'array',
      items: {
        type: 'object',
        required: ['alg', 'type'],
        additionalProperties: false,
        properties: { alg: { type: 'integer' }, type: { type: 'string' } },
      },
    },
    timeout: { type: 'integer' },
    attestation: { type: 'string' },
    excludeCredentials: { type: 'array', items: credentialDescriptor },
    authenticatorSelection: {
      type: 'object',
      additionalProperties: false,
      properties: {
        authenticatorAttachment: { type: 'string' },
        residentKey: { type: 'string' },
        requireResidentKey: { type: 'boolean' },
        userVerification: { type: 'string' },
      },
    },
    extensions: { type: 'object', additionalProperties: false, properties: { credProps: { type: 'boolean' } } },
    hints: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** PublicKeyCredentialRequestOptionsJSON, as generateAuthenticationOptions makes it (no allowCredentials: discoverable). */
export const authenticationOptionsSchema = {
  type: 'object',
  required: ['challenge'],
  additionalProperties: false,
  properties: {
    challenge: base64url(128),
    rpId: { type: 'string' },
    timeout: { type: 'integer' },
    userVerification: { type: 'string' },
    allowCredentials: { type: 'array', items: credentialDescriptor },
    hints: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** What the browser's credential says around its response: the same for registering and signing in. */
const credentialOf = (response: Record<string, unknown>, required: string[]) =>
  ({
    type: 'object',
    required: ['id', 'rawId', 'type', 'response'],
    additionalProperties: false,
    properties: {
      id: base64url(1366),
      rawId: base64url(1366),
      type: { type: 'string', const: 'public-key' },
      authenticatorAttachment: { type: 'string', maxLength: 32 },
      clientExtensionResults: { type: 'object', maxProperties: 16 },
      response: { type: 'object', required, additionalProperties: false, properties: response },
    },
  }) as const;

/** RegistrationResponseJSON (startRegistration's answer). */
export const registrationResponseSchema = credentialOf(
  {
    clientDataJSON: base64url(4096),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536),
    transports,
    publicKeyAlgorithm: { type: 'integer' },
    publicKey: base64url(8192),
  },
  ['clientDataJSON', 'attestationObject'],
);

/** AuthenticationResponseJSON (startAuthentication's answer). */
export const authenticationResponseSchema = credentialOf(
  {
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(8192),
    userHandle: base64url(128),
  },
  ['clientDataJSON', 'authenticatorData', 'signature'],
);
