import type { Config } from 'payload';

type Timezones = NonNullable<NonNullable<Config['admin']>['timezones']>;

/**
 * The panel's time zones (`admin.timezones`): the site's own (SITE_TIMEZONE, UTC by default) is
 * where the schedule-publish drawer starts, whatever zone the editor's browser is in; Payload's
 * list of zones follows it, with the site's first when the list lacks it (it has no UTC).
 */
export function panelTimezones(siteTimezone: string): Timezones {
  return {
    defaultTimezone: siteTimezone,
    supportedTimezones: ({ defaultTimezones }) =>
      defaultTimezones.some((zone) => zone.value === siteTimezone) ? defaultTimezones : [{ label: siteTimezone, value: siteTimezone }, ...defaultTimezones],
  };
}
