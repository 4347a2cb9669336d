import { storageKeys } from '@agency/contract/ui-settings';

/**
 * The pending support query, kept in session storage between the form and the code
 * page (`contactEmail`, `queryId`), plus when its last code was sent, so the
 * resend countdown survives a reload.
 */
const sentAtKey = 'otpSentAt';

export interface ContactSession {
  email: string;
  queryId: string;
}

export const contactSession = {
  save({ email, queryId }: ContactSession): void {
    sessionStorage.setItem(storageKeys.contactEmail, email);
    sessionStorage.setItem(storageKeys.queryId, queryId);
    contactSession.markSent();
  },
  read(): Partial<ContactSession> {
    return {
      email: sessionStorage.getItem(storageKeys.contactEmail) ?? undefined,
      queryId: sessionStorage.getItem(storageKeys.queryId) ?? undefined,
    };
  },
  clear(): void {
    sessionStorage.removeItem(storageKeys.contactEmail);
    sessionStorage.removeItem(storageKeys.queryId);
    sessionStorage.removeItem(sentAtKey);
  },
  markSent(now = Date.now()): void {
    sessionStorage.setItem(sentAtKey, String(now));
  },
  /** When the last code was sent; unknown counts as now (the server's cooldown is the truth). */
  sentAt(now = Date.now()): number {
    const stored = Number(sessionStorage.getItem(sentAtKey));
    return stored > 0 && stored <= now ? stored : now;
  },
};
