// The calendar's day window with clashes shown, at a phone's and a desktop's width: each visit's
// time, client, status and clash reason read as text (the name wraps between its words, it is not
// squeezed to a letter a line), and the window opens at its top, its title in view, the focus on
// the first visit.
import type { Page } from '@playwright/test';
import { addClientByApi, apiSignIn, DEMO_OWNER, expect, nextWeekdays, resetDemoData, signIn, teamIdByName, test, todayInSaoPaulo } from './support';

const LONG_NAMES = ['Maximiliano Bartolomeu Albuquerque', 'Gabriela Cristina Vasconcelos Andrade', 'Leopoldina Fernandes Carvalho', 'Bernardino Quintanilha Figueiredo'];

/** How a name of the day window is laid out: its box, its lines, and whether a word of it was broken across two lines. */
async function nameLayout(page: Page, name: string) {
  return page.getByRole('dialog').locator('.ft-cal-task__client', { hasText: name }).evaluate((element) => {
    const text = element.firstChild!;
    const box = element.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    const brokenWords: string[] = [];
    let at = 0;
    for (const word of element.textContent!.split(' ')) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) brokenWords.push(word);
      at += word.length + 1;
    }
    return { width: box.width, height: box.height, lines: Math.round(box.height / lineHeight), brokenWords };
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px the day window with clashes reads each visit's time, name, status and clash, and opens at its title`, async ({ page, request }) => {
    await resetDemoData(request);
    const owner = await apiSignIn(request, DEMO_OWNER.email, DEMO_OWNER.password);
    const teamId = await teamIdByName(request, owner, 'Equipe Zona Leste');
    // A Wednesday to come with ten visits an hour apart: each clashes with the one before or after
    // it (less than 30 min plus an hour apart), and the window is taller than the screen.
    const day = nextWeekdays(3, 1)[0]!;
    const hours = ['08', '09', '10', '11', '12', '01', '02', '03', '04', '05'];
    for (const [i, hour] of hours.entries()) {
      const name = i < LONG_NAMES.length ? LONG_NAMES[i]! : `Cliente Quarta ${i}`;
      await addClientByApi(request, owner, { name, phone: `1198${String(Date.now() % 1e6).padStart(6, '0')}${i}`, teamId, dates: [day], hour, meridian: i < 4 ? 'AM' : 'PM' });
    }

    await page.setViewportSize({ width, height: 800 });
    await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/business-clients/dashboard/calendar');
    if (day.getUTCMonth() !== todayInSaoPaulo().getUTCMonth()) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: /^Show clashes/ }).click();
    const dayTitle = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(day);
    // A desktop opens the day from the month's grid, a phone from the list of busy days under it.
    if (width > 640) await page.locator(`[role="gridcell"][data-date="${day.toISOString().slice(0, 10)}"]`).click();
    else await page.getByRole('heading', { name: new RegExp(`^${dayTitle}`) }).getByRole('button').click();

    const dialog = page.getByRole('dialog', { name: dayTitle });
    const title = dialog.getByRole('heading', { name: dayTitle });
    await expect(title).toBeInViewport({ ratio: 1 });
    // The focus is on the day's first visit (the demo data, seeded afresh each day, may put one of
    // its own clients at 08:00 that day too).
    await expect(dialog.getByRole('button', { name: /^\d\d:\d\d [AP]M / }).first()).toBeFocused();
    const first = dialog.getByRole('button', { name: new RegExp(`^08:00 AM ${LONG_NAMES[0]}`) });
    await expect(first).toContainText('Pending');
    await expect(first).toContainText(/Clash · Clashes with .+ at 0[89]:00 AM/);

    for (const name of LONG_NAMES) {
      const layout = await nameLayout(page, name);
      expect(layout.width, `${name}: wider than tall`).toBeGreaterThan(layout.height);
      expect(layout.lines, `${name}: at most two lines`).toBeLessThanOrEqual(2);
      expect(layout.brokenWords, `${name}: wrapped between words`).toEqual([]);
    }
    // The clash reason reads as lines of text, not a column of words.
    const clash = await first.locator('.ft-cal-clash').boundingBox();
    expect(clash!.width).toBeGreaterThan(clash!.height);
  });
}
