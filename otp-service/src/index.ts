export { createOtp, type Otp, type OtpOptions, type OtpRecipient, type Requester, type SendResult } from './otp';
export type { OtpPolicy, Refusal, VerifyResult } from './otp-store';
export {
  deliveryKinds,
  deliveryStates,
  type Delivery,
  type DeliveryFilter,
  type DeliveryKind,
  type DeliveryPage,
  type DeliveryState,
  type MailStats,
} from './deliveries';
export type { RetryResult } from './outbox';
// For tests that watch which code of a query is current.
export { OtpStore } from './otp-store';
export {
  createInboundQueue,
  inboundJobOptions,
  inboundMaxBytes,
  inboundQueueName,
  inboundRefusedKey,
  type InboundMailJob,
  type InboundQueue,
} from './inbound-queue';
export { queryOfAddress, replyAddress } from './reply-address';
export { cappedExponential } from './processor';
