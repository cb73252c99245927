import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The mail with `marker` in the dev mailbox. A lead is answered before its mail goes out (the mail
 * is sent in the background, decision 017), so the mailbox is reloaded until the mail is there.
 */
export async function mailWith(page: Page, marker: string): Promise<Locator> {
  const mail = page.getByRole('article').filter({ hasText: marker });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return mail;
}
