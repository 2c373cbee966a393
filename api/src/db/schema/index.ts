// Every table of the content database; drizzle-kit reads this file to generate migrations.
export * from './content';
export { contactMessages } from './contactMessages';
export { enquiries, enquiryLines } from './enquiries';
export { outbox, type RenderedMail } from './outbox';
export {
  OPERATOR_ROLES,
  INBOX_STATUSES,
  auditLog,
  operators,
  passkeys,
  sessions,
  setupTokens,
  signInThrottle,
  webauthnChallenges,
  type InboxStatus,
  type OperatorRole,
} from './operators';
export {
  VERSION_KINDS,
  contentDrafts,
  contentVersions,
  media,
  previewTokens,
  type ContentDraftRow,
  type ContentVersionRow,
  type MediaRow,
  type VersionKind,
} from './editing';
