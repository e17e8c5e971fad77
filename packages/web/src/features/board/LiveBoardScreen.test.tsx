import { ok, type DayBoard } from '@fieldteam/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderScreen } from '../../testing/render-screen';
import { fixedZones } from '../../testing/fixed-zones';
import { LiveBoardScreen } from './LiveBoardScreen';
import { LiveBoardViewModel } from './live-board.view-model';

const board: DayBoard = {
  day: 20261206,
  teams: [{ teamId: 'ta', teamName: 'Equipe Centro', done: 2, inProgress: 0, pending: 1, cancelled: 0, late: 0, nextStop: null, takings: 1234.5 }],
  takings: 1234.5,
};

describe('LiveBoardScreen', () => {
  it("writes the takings with the business's currency: reais for a business in São Paulo", async () => {
    const { app, container } = createTestContainer();
    container.rebind(LiveBoardViewModel).toDynamicValue(() => new LiveBoardViewModel({ execute: async () => ok(board) }, fixedZones('America/Sao_Paulo')));
    renderScreen(<LiveBoardScreen />, { app, path: '/business-clients/dashboard/today' });
    expect(await screen.findByTestId('board-total-takings')).toHaveProperty('textContent', 'R$1,234.50');
    expect(await screen.findByRole('cell', { name: 'R$1,234.50' })).toBeTruthy();
  });
});
