/**
 * The only other origins the public site talks to, and only after the visitor asks
 * (opens the booking dialog, plays a video, opens the chat). The site loads them
 * from here and the server builds its Content-Security-Policy from the same list.
 */
export const external = {
  /** The scheduling widget's script and stylesheet (loaded when the booking dialog opens). */
  schedulingWidgetScript: 'https://assets.calendly.com/assets/external/widget.js',
  schedulingWidgetStyle: 'https://assets.calendly.com/assets/external/widget.css',
  /** Origins the scheduling page may be framed from. */
  schedulingFrameOrigins: ['https://calendly.com'],
  /** Video players, framed on click only; the privacy-enhanced YouTube host sets no cookies until play. */
  videoEmbedBase: 'https://www.youtube-nocookie.com/embed/',
  videoFrameOrigins: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  /** The messaging app's chat link: `${chatLinkBase}${digits}`. A link, never a request. */
  chatLinkBase: 'https://wa.me/',
} as const;
