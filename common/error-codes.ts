/**
 * Every machine-readable error code the API answers, beside the human sentence in `message`. Clients branch on
 * the code, never on the sentence (sentences may be reworded). A code, once shipped, keeps its meaning.
 * docs/api.md lists what each one means.
 */
export const ERROR_CODES = [
  // The request itself could not be read or is not allowed at the edge.
  'validation_failed',
  'invalid_json',
  'empty_body',
  'body_too_large',
  'unsupported_media_type',
  'content_length_mismatch',
  'invalid_url',
  'unreadable_request',
  'headers_too_large',
  'request_timeout',
  'invalid_request_target',
  'unknown_host',
  'cross_site_request',
  'rate_limited',
  'route_not_found',
  'session_ended',
  'not_signed_in',
  // What was asked for does not exist (or is not visible to the caller).
  'user_not_found',
  'workspace_not_found',
  'knowledge_article_not_found',
  'learning_session_not_found',
  'skill_swap_not_found',
  'sign_in_session_not_found',
  'member_not_found',
  'invitation_not_found',
  'knowledge_version_not_found',
  // Rules of the product.
  'email_taken',
  'already_signed_in',
  'waitlist_email_taken',
  'not_your_profile',
  'acting_as_another_user',
  'unknown_knowledge_resource',
  'mentor_cannot_join',
  'already_joined',
  'session_not_upcoming',
  'session_full',
  'nothing_to_join',
  'invalid_sign_in_code',
  'sign_in_code_expired',
  'sign_in_code_spent',
  'passkey_failed',
  'demo_workspace_locked',
  'workspace_admins_only',
  'workspace_owners_only',
  'last_owner',
  'already_member',
  'already_invited',
  'invitation_closed',
  'invitation_for_another_email',
  'mail_not_sent',
  'article_authors_only',
  'article_changed_since_opened',
  'article_already_published',
  'swap_with_yourself',
  'swap_already_open',
  'swap_transition_refused',
  'swap_already_scheduled',
  // The data refused the input.
  'invalid_text',
  'unknown_reference',
  'text_too_long_to_index',
  'duplicate_record',
  'data_rule_broken',
  // Our side.
  'database_timeout',
  'request_failed',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
