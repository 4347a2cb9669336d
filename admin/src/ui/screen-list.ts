import type { ListControllerProps } from 'react-admin';

/**
 * What every screen's list controller shares. RequireToken (outside <Admin>) has already
 * checked the token, where react-admin's own check can loop (see there); and each screen
 * shows its own load error, so react-admin's error toast stays out.
 */
export const screenList = {
  disableAuthentication: true,
  queryOptions: { onError: () => undefined },
} satisfies ListControllerProps;
