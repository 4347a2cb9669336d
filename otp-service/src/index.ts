export { OtpStore, defaultPolicy, type IssueResult, type OtpPolicy, type VerifyResult } from './otp-store';
export { createMailQueue, enqueueOtpMail, mailQueueName, type OtpMailJob } from './queue';
export { codeDigest, generateCode } from './crypto';
export { liveWorkerCount } from './heartbeat';
export { renderOtpMail } from './mail/otp-mail';
