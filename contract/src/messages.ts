/**
 * Every user-facing message, in one place.
 * Where ARCHITECTURE.md departs from the spec on purpose, the departure is noted.
 */
export const messages = {
  required: 'The field is required',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  priceMin: 'Price must be 0 or more',
  priceDecimals: 'Price can have at most two decimals',
  priceBasisRequired: 'Price basis is required',
  // Departure: the spec reuses 'Price basis is required' here.
  categoryRequired: 'Category is required',
  paymentUrlRequired: 'Payment redirect URL is required',
  paymentUrlInvalid: 'Payment redirect URL must be a valid URL',
  linkInvalid: 'Enter a full web address starting with https:// (or http://)',
  featureRequired: 'Feature cannot be empty',
  featuresRequired: 'Add at least one feature',
  emailInvalid: 'Please enter a valid email address',

  contactNameMin: 'Name must be at least 2 characters long',
  contactEmail: 'Please enter a valid email address',
  contactPhoneMin: 'Phone number must be at least 11 digits',
  contactPhoneInvalid: 'Please enter a valid phone number',
  contactMessageMin: 'Message must be at least 10 characters long',

  otpLength: 'OTP must be exactly 6 characters',
  otpCharset: 'OTP must contain only letters and numbers',
  otpInvalidOnClick: 'Please enter a valid 6-character code',

  packageSaveFailed: 'An error occurred',
  packageCreated: 'Package created successfully',
  packageUpdated: 'Package updated successfully',
  packageDeleted: 'Package deleted successfully',
  packageDeleteFailed: 'Failed to delete package',

  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categorySaveFailed: 'Operation failed',
  // Departure: the spec reuses the package texts for category deletion.
  categoryDeleted: 'Category deleted successfully',
  categoryDeleteFailed: 'Failed to delete category',
  categoryInUse: 'This category still has packages. Move or delete them first.',
  categoryNameTaken: 'A category with this name already exists',
  // A dashboard save would publish over an editor's unpublished work in the CMS panel (decision 027).
  newerDraft: 'This has a newer draft in the CMS panel. Saving here publishes at once and replaces that draft.',

  teamCreated: 'Team member added successfully!',
  teamCreateFailed: 'Error creating team member!',
  teamCreateNoSuccess: 'Failed to create team member',
  teamUpdated: 'Team member updated successfully!',
  teamUpdateFailed: 'Failed to update team member.',
  teamDeleted: 'Team member deleted successfully!',
  teamDeleteFailed: 'Failed to delete team member.',
  teamDeleteConfirm: 'Are you sure you want to delete this team member?',
  teamListFailed: 'Error fetching team members.',
  imageOnly: 'Profile image must be an image file (JPEG, PNG, WebP, GIF or AVIF)',
  imageTooLarge: 'Profile image must be 5 MB or smaller',
  imageCorrupt: 'The image could not be read: the file is damaged or incomplete. Please choose another file.',
  mediaTooLarge: 'Images must be 5 MB or smaller',
  /** `format(messages.imageTooManyPixels, { megapixels, side })`. */
  imageTooManyPixels: 'Images must be at most {megapixels} megapixels and {side} pixels on a side. Please choose a smaller image.',
  /** `format(messages.imageTooNarrow, { ratio })`. */
  imageTooNarrow: 'Images must be at most {ratio} times as long as they are wide. Please crop the image.',
  mediaAltRequired: 'Describe the image in a few words (its alt text): screen readers and search engines read it in place of the picture.',

  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed! Please try again.',
  loginInvalid: 'Invalid email or password',
  loginLocked: 'Too many failed sign-in attempts. This account is locked for a few minutes.',
  passwordChanged: 'Password changed successfully!',
  // Departure: the spec's fallback reads 'Login failed! Please try again.'
  passwordChangeFailed: 'Failed to change password. Please try again.',
  oldPasswordWrong: 'Old password is incorrect',
  currentPasswordRequired: 'Enter your current password to change it',
  currentPasswordWrong: 'Current password is incorrect',
  signedOut: 'Signed out',
  resetLinkSent: 'If an account uses this address, we have sent it a link to choose a new password. The link works for an hour.',
  resetLinkFailed: 'We could not send the link. Please try again.',
  passwordReset: 'Your password has been reset. Sign in with the new one.',
  passwordResetFailed: 'Failed to reset the password. Please try again.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordsDiffer: 'The two passwords differ',
  lastStaffAccount: 'You cannot delete the last staff account',
  emailTaken: 'A user with this email already exists',

  querySubmitted: 'Query submitted successfully! Please check your email for OTP.',
  querySubmitFailed: 'Failed to submit query',
  somethingWrongRetry: 'Something went wrong. Please try again.',
  otpVerified: 'OTP verified successfully! Your query has been submitted.',
  otpVerifyFailed: 'Invalid OTP. Please try again.',
  otpVerifyNoResponse: 'OTP verification failed. Please try again.',
  otpSent: 'OTP sent successfully!',
  otpResendFailed: 'Failed to resend OTP',
  otpResendNoResponse: 'Failed to resend OTP. Please try again.',
  queryDeleted: 'Query deleted successfully!',
  queryDeleteFailed: 'Failed to delete query',
  queryListFailed: 'Failed to load queries',
  accessDenied: 'Access denied. Please submit a contact form first.',
  categoryListFailed: 'Something went wrong',

  queryNotFound: 'Query not found',
  queryAlreadyVerified: 'This query is already verified',
  otpWrong: 'Invalid OTP. Please try again. {tries} left for this code.',
  otpExhausted: 'Too many wrong attempts for this code. Please request a new one.',
  otpExpired: 'This code has expired or was replaced. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please try again in {minutes} minutes.',
  otpCooldown: 'Please wait {seconds} seconds before requesting a new code.',
  otpSendCap: 'Too many codes were sent to this address. Please try again in {minutes} minutes.',
  otpBudget: 'We are sending too many codes right now. Please try again in {minutes} minutes.',
  otpUnavailable: 'We could not send your code right now. Please try again in a minute.',
  otpDomainCap: 'Too many codes were sent to addresses at this domain. Please try again in {minutes} minutes.',
  /** The 428 of the support form's proof of work (contract/src/proof-of-work.ts); the site solves it unseen. */
  proofOfWorkChallenge: 'Challenge created',
  proofOfWorkRequired: 'Please try again: before we send a code we need a proof of work (an ALTCHA challenge from GET /api/v1/query/challenge, solved and sent as "altcha").',

  // Server-side messages of our own (the spec leaves server bodies open).
  unauthorized: 'Please sign in to continue',
  tokenInvalid: 'Your session is invalid or has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON',
  invalidId: 'The id is not valid',
  unsupportedType: 'Unsupported content type',
  bodyTooLarge: 'The request body is too large',
  lengthRequired: 'Send the request body with a Content-Length',
  referenceConflict: 'This refers to a record that does not exist, or that is still in use',
  validationFailed: 'Please check the highlighted fields',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'Something went wrong on our side. Please try again.',
  requestRefused: 'The request could not be completed. Please check it and try again.',

  // Support inbox: the API's answers.
  queryUpdated: 'Query updated successfully',
  assigneeUnknown: 'The assignee must be a staff account',
  noteAdded: 'Note added',
  replyQueued: 'Reply queued for delivery',
  deliveriesRetrieved: 'Deliveries retrieved successfully',
  deliveryRetried: 'Delivery queued again',
  deliveryNotFailed: 'Only a failed delivery can be retried',
  queriesBulkDeleted: 'Queries deleted successfully',
  queriesBulkUpdated: 'Queries updated successfully',
  statsRetrieved: 'Statistics retrieved successfully',
  // Replies and deliveries (the inbox's mail side).
  replyUnverified: 'Only a verified query can be answered: its address is not confirmed',
  deliveryNotFound: 'Delivery not found',
  deliveryGone: 'This delivery can no longer be retried',
  // Visitors' answers by mail (the inbound webhook) and their files.
  inboundThreaded: 'Message threaded into its query',
  inboundDuplicate: 'Message already threaded',
  inboundNoMatch: 'The message names no query: no valid reply address and no known In-Reply-To or References',
  inboundUnauthorized: 'A valid inbound webhook secret is required (Authorization: Bearer …)',
  inboundUnparsable: 'The body is not a mail message (message/rfc822)',
  attachmentNotFound: 'Attachment not found',
  attachmentFailed: 'Failed to download the attachment',
  // Support inbox: the dashboard's fallbacks when a call fails without a message of its own.
  queryExportFailed: 'Failed to export queries',
  queriesBulkFailed: 'Failed to update the selected queries',
  queryUpdateFailed: 'Failed to update the query',
  noteAddFailed: 'Failed to add the note',
  replyFailed: 'Failed to send the reply',
  deliveryRetryFailed: 'Failed to retry the delivery',
  deliveryListFailed: 'Failed to load deliveries',
  statsFailed: 'Failed to load the statistics',
} as const;

/** Fills `{name}` placeholders: `format(messages.tooManyRequests, { seconds: 30 })`. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
