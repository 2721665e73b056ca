// Pages signed in hold one live updates stream, a request that never ends, so Playwright's
// 'networkidle' never comes. Journeys that wait for the network to go quiet before going offline do not test
// the stream: they turn it away, and the page polls as it does whenever the stream fails.
import type { BrowserContext } from '@playwright/test';

export async function withoutLiveUpdates(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/events\?/, (route) => route.abort());
}
