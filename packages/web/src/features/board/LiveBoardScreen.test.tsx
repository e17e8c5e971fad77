import { LateMargin, MarkNotices, ok, type DayBoard } from '@fieldteam/core';
import { MemoryDeviceNotices, MemoryLateMarginStore, signedInToBusiness } from '@fieldteam/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { fixedZones } from '../../testing/fixed-zones';
import { LiveBoardScreen } from './LiveBoardScreen';
import { LiveBoardViewModel } from './live-board.view-model';

const board: DayBoard = {
  day: 20261206,
  teams: [{ teamId: 'ta', teamName: 'Equipe Centro', done: 2, inProgress: 0, pending: 1, cancelled: 0, late: 0, over: 0, nextStop: null, takings: 1234.5 }],
  takings: 1234.5,
  marks: [],
};

describe('LiveBoardScreen', () => {
  it("writes the takings with the business's currency: reais for a business in São Paulo", async () => {
    const { app, container } = createTestContainer();
    container.rebind(LiveBoardViewModel).toDynamicValue(() => new LiveBoardViewModel({ execute: async () => ok(board) }, fixedZones('America/Sao_Paulo'), new LateMargin(new MemoryLateMarginStore(), signedInToBusiness('employer')), new MarkNotices(new MemoryDeviceNotices())));
    renderScreen(<LiveBoardScreen />, { app, path: '/business-clients/dashboard/today' });
    expect(await screen.findByTestId('board-total-takings')).toHaveProperty('textContent', 'R$1,234.50');
    expect(await screen.findByRole('cell', { name: 'R$1,234.50' })).toBeTruthy();
  });

  const marked: DayBoard = {
    ...board,
    marks: [
      { kind: 'over', visitId: 'v1', clientId: 'c1', clientName: 'Bia Lima', teamName: 'Equipe Centro', minute: 480, minutes: 12, startedAtMs: Date.parse('2026-12-06T08:05:00-03:00'), serviceMinutes: 90 },
      { kind: 'late', visitId: 'v2', clientId: 'c2', clientName: 'Ana Souza', teamName: null, minute: 540, minutes: 15, startedAtMs: null, serviceMinutes: null },
    ],
  };
  const shown = (device: MemoryDeviceNotices) => {
    const { app, container } = createTestContainer();
    container.rebind(LiveBoardViewModel).toDynamicValue(() => new LiveBoardViewModel({ execute: async () => ok(marked) }, fixedZones('America/Sao_Paulo', 'Europe/Lisbon'), new LateMargin(new MemoryLateMarginStore(), signedInToBusiness('employer')), new MarkNotices(device)));
    renderScreen(<LiveBoardScreen />, { app, path: '/business-clients/dashboard/today' });
  };

  it("lists each visit late or running over with its team and times in the business's zone", async () => {
    shown(new MemoryDeviceNotices('granted'));
    const items = await screen.findAllByTestId('board-mark');
    expect(items.map((item) => item.textContent)).toEqual([
      'Running overBia Lima · Equipe CentroStarted 08:05 AM · takes 1 hr 30 min · 12 min over',
      'LateAna Souza · No teamBooked 09:00 AM · not started, 15 min past its time',
    ]);
    expect(screen.getByRole('heading', { name: 'Late or running over (10 min allowed)' })).toBeTruthy();
    expect(screen.getByText(/Notifications are on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notify me in this browser' })).toBeNull();
  });

  it('lists the first 20 marks and the rest on "Show all", which then goes', async () => {
    const { app, container } = createTestContainer();
    const many: DayBoard = { ...board, marks: Array.from({ length: 25 }, (_, i) => ({ ...marked.marks[1]!, visitId: `v${i}`, clientName: `Client ${i}` })) };
    container.rebind(LiveBoardViewModel).toDynamicValue(() => new LiveBoardViewModel({ execute: async () => ok(many) }, fixedZones('America/Sao_Paulo'), new LateMargin(new MemoryLateMarginStore(), signedInToBusiness('employer')), new MarkNotices(new MemoryDeviceNotices())));
    renderScreen(<LiveBoardScreen />, { app, path: '/business-clients/dashboard/today' });
    await screen.findAllByTestId('board-mark');
    expect(screen.getAllByTestId('board-mark')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 25' }));
    await screen.findByText('Client 24');
    expect(screen.getAllByTestId('board-mark')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('asks for notifications only on the click, and says so when they are refused', async () => {
    const device = new MemoryDeviceNotices('default', 'denied');
    shown(device);
    const allow = await screen.findByRole('button', { name: 'Notify me in this browser' });
    expect(device.asked).toBe(0);
    fireEvent.click(allow);
    expect(await screen.findByText(/Notifications are blocked for this site, so none will be shown/)).toBeTruthy();
    expect(device.asked).toBe(1);
    expect(screen.queryByRole('button', { name: 'Notify me in this browser' })).toBeNull();
  });

  it("keeps the next stop's time, client and (late) in one piece: a phone's stacked row lays a cell's pieces side by side", async () => {
    const { app, container } = createTestContainer();
    const late: DayBoard = { ...board, teams: [{ ...board.teams[0]!, pending: 1, late: 1, nextStop: { clientId: 'c1', clientName: 'Juliana Monteiro', minute: 540, late: true } }] };
    container.rebind(LiveBoardViewModel).toDynamicValue(() => new LiveBoardViewModel({ execute: async () => ok(late) }, fixedZones('America/Sao_Paulo'), new LateMargin(new MemoryLateMarginStore(), signedInToBusiness('employer')), new MarkNotices(new MemoryDeviceNotices())));
    renderScreen(<LiveBoardScreen />, { app, path: '/business-clients/dashboard/today' });
    const cells = await screen.findAllByRole('cell');
    const next = cells.find((cell) => cell.textContent === '09:00 AM, Juliana Monteiro (late)');
    expect(next?.childNodes).toHaveLength(1);
  });
});
