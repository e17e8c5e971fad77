import { ok, type Ack, type ApiFailure, type CalendarApi, type CalendarEntry, type CalendarFinish, type ReportsApi, type Result, type VisitsApi } from '@fieldteam/core';
import { FixedClock, signedInStore } from '@fieldteam/core/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../di/tokens';
import { entryOf, type TestRecord } from '../../testing/calendar.fixture';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { PageReadyContext } from '../../shared/page-ready';
import { CalendarScreen } from './CalendarScreen';

let records: TestRecord[];
/** The app's business data, made stale by a write as the app's HTTP client does. */
let markStale: () => void = () => undefined;
let sent: CalendarFinish[];

/** Set by a test to hold the calendar's answer until it says so. */
let answerHeld: Promise<void> | null;

const calendarApi: Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'> = {
  calendar: async (): Promise<Result<readonly CalendarEntry[], ApiFailure>> => {
    await answerHeld;
    return ok(records.map(entryOf));
  },
  // No visit in progress from a phone: the reports have no open report.
  reports: async () => ok([]),
};

const visitsApi: Pick<VisitsApi, 'finishFromCalendar'> = {
  finishFromCalendar: async (_credentials, finish): Promise<Result<Ack, ApiFailure>> => {
    sent.push(finish);
    records = records.map((r) => ({ ...r, visits: r.visits.map((v) => (v.id === finish.visitId ? { ...v, status: 'finished' as const } : v)) }));
    markStale();
    return ok({ message: 'Service finished successfully.' });
  },
};

function renderCalendar() {
  const { app, container } = createTestContainer();
  // Tuesday 10 March 2026, 12:00 in São Paulo.
  container.rebind(TOKENS.clock).toConstantValue(new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo'));
  container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
  container.rebind(TOKENS.keptAnswersApi).toConstantValue(calendarApi);
  container.rebind(TOKENS.visitsApi).toConstantValue(visitsApi as VisitsApi);
  markStale = () => void app.get(TOKENS.dayBoardData).markStale();
  return renderScreen(<CalendarScreen />, { app, path: '/business-clients/dashboard/calendar' });
}

const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the attribute, the way ui/Dialog falls back.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  sent = [];
  answerHeld = null;
  records = [
    {
      client: { id: 'c1', name: 'Ana Souza', phone: '11999998888', email: 'ana@example.com', address: { description: 'Rua das Flores, 10', latitude: -23.55, longitude: -46.63, complement: null } },
      team: { id: 't1', name: 'Norte', leader: { id: 'l1', name: 'Marta' }, members: [{ id: 'm1', name: 'Caio' }] },
      recurrence: 'weekly',
      visits: [{ id: 'v1', start: Temporal.PlainDateTime.from('2026-03-11T09:00'), status: 'pending' }],
    },
  ];
});

afterEach(() => vi.unstubAllGlobals());

/** A screen as wide as `width` for the calendar's one media query. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)![1]), addEventListener: () => {}, removeEventListener: () => {} }));

describe('CalendarScreen', () => {
  it("draws its frame until the business's zone is known, with nothing usable and no month, then the month", async () => {
    const { app, container } = createTestContainer();
    container.rebind(TOKENS.clock).toConstantValue(new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo'));
    container.rebind(TOKENS.sessionStore).toConstantValue(signedInStore('employer'));
    container.rebind(TOKENS.keptAnswersApi).toConstantValue(calendarApi);
    let markReady!: () => void;
    function PageBecomingReady() {
      const [ready, setReady] = useState(false);
      markReady = () => setReady(true);
      return (
        <PageReadyContext.Provider value={ready}>
          <CalendarScreen />
        </PageReadyContext.Provider>
      );
    }
    renderScreen(<PageBecomingReady />, { app });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(screen.getByText(/Arrow keys move between days/)).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
    for (const name of ['Previous month', 'Next month', 'Go to today', 'Team load', 'Day sheet', 'Move a day']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please wait while we load the calendar')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    act(() => markReady());
    expect(await screen.findByRole('grid', { name: 'March 2026' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Go to today' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the visits in the grid’s cells on a wide screen, and in the list of busy days on a phone', async () => {
    screenWidth(1280);
    const wide = renderCalendar();
    const wideGrid = await screen.findByRole('grid', { name: 'March 2026' });
    await within(wideGrid).findByRole('gridcell', { name: 'Wednesday, March 11, 2026: 1 task. Pending 09:00 AM Ana Souza' });
    expect(screen.queryByRole('region', { name: 'Days with tasks' })).toBeNull();
    wide.unmount();

    screenWidth(375);
    renderCalendar();
    const phoneGrid = await screen.findByRole('grid', { name: 'March 2026' });
    // the cell says the count; the day's visits follow the grid
    await within(phoneGrid).findByRole('gridcell', { name: 'Wednesday, March 11, 2026: 1 task.' });
    const days = await screen.findByRole('region', { name: 'Days with tasks' });
    expect(within(days).getByText('Ana Souza')).toBeTruthy();
  });

  it('draws the month before the answer arrives, busy and saying so below the grid, then its visits', async () => {
    let answer!: () => void;
    answerHeld = new Promise((resolve) => (answer = resolve));
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    const section = grid.closest('section')!;
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Please wait while we load the calendar')).toBeTruthy();
    // no verdict on the month before its visits are known, and no legend yet
    expect(screen.queryByText('There are no tasks this month.')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Visit statuses' })).toBeNull();
    expect(within(grid).getByRole('gridcell', { name: /^Wednesday, March 11, 2026: 0 tasks/ })).toBeTruthy();
    // the clashes are not counted yet: the toggle's place is kept, unseen and unsaid, beside "Today"
    expect(screen.queryByRole('button', { name: /clashes/ })).toBeNull();
    const today = screen.getByRole('button', { name: 'Go to today' });
    expect(today.parentElement!.querySelectorAll('button')).toHaveLength(2);

    await act(async () => answer());
    expect(await within(grid).findByRole('gridcell', { name: /^Wednesday, March 11, 2026: 1 task/ })).toBeTruthy();
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Please wait while we load the calendar')).toBeNull();
    expect(screen.getByRole('list', { name: 'Visit statuses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show clashes (0)' })).toBeTruthy();
    expect(today.parentElement!.querySelectorAll('button')).toHaveLength(2);
  });

  it('moves the focus through the month grid with the keyboard and opens the day with Enter', async () => {
    const user = userEvent.setup();
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    const today = within(grid).getByRole('gridcell', { name: /^Tuesday, March 10, 2026: 0 tasks/ });
    expect(today.getAttribute('tabindex')).toBe('0');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    act(() => today.focus());
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-03-11');
    await user.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-03-18');
    await user.keyboard('{Home}');
    expect(focusedDate()).toBe('2026-03-15');
    await user.keyboard('{End}');
    expect(focusedDate()).toBe('2026-03-21');
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2026-04-21');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeTruthy();
    await user.keyboard('{PageUp}{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(focusedDate()).toBe('2026-03-04');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(focusedDate()).toBe('2026-03-12');
    await user.keyboard('{ArrowLeft}');
    // The cell's name comes from its content: the full date and count, then each task.
    expect(document.activeElement).toBe(screen.getByRole('gridcell', { name: 'Wednesday, March 11, 2026: 1 task. Pending 09:00 AM Ana Souza' }));

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Wednesday, March 11, 2026' });
    await user.click(within(dialog).getByRole('button', { name: /Ana Souza/ }));
    expect(within(dialog).getByRole('heading', { name: 'Ana Souza' })).toBeTruthy();
    const map = within(dialog).getByRole('link', { name: 'Open in the map (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-23.55,-46.63');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focusedDate()).toBe('2026-03-11');
  });

  it("opens a day with its first visit as the window's first focus target, and moves the focus into a chosen visit's panel", async () => {
    const user = userEvent.setup();
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    await user.click(await within(grid).findByRole('gridcell', { name: /^Wednesday, March 11, 2026: 1 task/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Wednesday, March 11, 2026' });
    // What a browser focuses on opening a modal dialog: its first focusable element, a container
    // with tabindex="-1" included (which scrolled a long day past its title).
    const firstFocusable = dialog.querySelector('button, [href], input, select, textarea, [tabindex]');
    expect(firstFocusable).toBe(within(dialog).getByRole('button', { name: /Ana Souza/ }));

    await user.click(within(dialog).getByRole('button', { name: /Ana Souza/ }));
    expect(within(dialog).getByRole('heading', { name: 'Ana Souza' })).toBeTruthy();
    // The clicked button is gone: the client's panel holds the focus instead of the page.
    expect(document.activeElement?.className).toBe('ft-cal-panel');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("finishes the visit in progress from the client's modal with the report", async () => {
    // Today's visit is in progress; next week's has not started.
    records = [
      {
        ...records[0]!,
        visits: [
          { id: 'v1', start: Temporal.PlainDateTime.from('2026-03-10T09:00'), status: 'started' },
          { id: 'v2', start: Temporal.PlainDateTime.from('2026-03-17T09:00'), status: 'pending' },
        ],
      },
    ];
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('grid', { name: 'March 2026' });
    await user.type(screen.getByLabelText('Search clients'), 'an');
    expect(screen.queryByRole('button', { name: /Ana Souza/ })).toBeNull();
    await user.type(screen.getByLabelText('Search clients'), 'a');
    await user.click(screen.getByRole('button', { name: 'Ana Souza Team Norte · Leader: Marta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
    await user.click(within(dialog).getByRole('button', { name: 'Show details' }));
    expect(within(dialog).getByRole('link', { name: 'ana@example.com' })).toBeTruthy();
    const report = within(dialog).getByLabelText('Report');
    expect(report.getAttribute('maxlength')).toBe('250');
    await user.type(report, 'All windows cleaned.');
    expect(within(dialog).getByText('20 of 250 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Finish service' }));
    expect(await within(dialog).findByText('Service finished successfully.')).toBeTruthy();
    expect(sent.map((f) => [f.visitId, f.report])).toEqual([['v1', 'All windows cleaned.']]);
    // Finished: no finish offered any more, and the reason is given.
    expect(within(dialog).getByText('This visit is already finished.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Finish service' })).toBeNull();
  });

  it('offers no finish for a visit never started, and says why', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('grid', { name: 'March 2026' });
    await user.type(screen.getByLabelText('Search clients'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Ana Souza Team Norte · Leader: Marta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
    expect(within(dialog).getByText(/This visit has not started yet/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Finish service' })).toBeNull();
    expect(within(dialog).queryByLabelText('Report')).toBeNull();
  });

  it("shows a client's stored e-mail and phone that fail the field rules as text, not as links with parameters of their own", async () => {
    const forged = 'a@b.co?bcc=evil%40x.io&subject=hi';
    records = [{ ...records[0]!, client: { ...records[0]!.client, email: forged, phone: '11999998888?call=1' } }];
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('grid', { name: 'March 2026' });
    await user.type(screen.getByLabelText('Search clients'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Ana Souza Team Norte · Leader: Marta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
    await user.click(within(dialog).getByRole('button', { name: 'Show details' }));
    expect(within(dialog).getByText(forged)).toBeTruthy();
    expect(within(dialog).getByText('11999998888?call=1')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: forged })).toBeNull();
    expect([...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href')).filter((href) => /^(mailto|tel):/.test(href ?? ''))).toEqual([]);
  });
});
