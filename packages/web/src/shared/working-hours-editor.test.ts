import { describe, expect, it } from 'vitest';
import { WorkingHoursEditor } from './working-hours-editor';

const editor = () => {
  let now = 1000;
  return new WorkingHoursEditor(() => now++);
};

describe('WorkingHoursEditor', () => {
  it("adds a day's hours, and refuses the same day twice or a range that ends before it starts", () => {
    const hours = editor();
    hours.setDay(2);
    hours.setRange(9, 17);
    expect(hours.addHours()).toBe(true);
    expect(hours.hours.workingHours).toEqual([{ id: '1000', day: 2, startHour: 9, endHour: 17 }]);
    expect(hours.issueKey).toBeNull();
    hours.setRange(10, 12);
    expect(hours.addHours()).toBe(false);
    expect(hours.issueKey).toBe('validation:DAY_ALREADY_ADDED');
    hours.setDay(3);
    hours.setRange(18, 8);
    expect(hours.addHours()).toBe(false);
    expect(hours.issueKey).toBe('business:hours.issues.HOURS_RANGE_INVALID');
    expect(hours.hours.workingHours).toHaveLength(1);
  });

  it('a closed day takes no hours, and a day with hours cannot be closed', () => {
    const hours = editor();
    hours.setClosedDay(7);
    expect(hours.addClosed()).toBe(true);
    hours.setDay(7);
    expect(hours.addHours()).toBe(false);
    expect(hours.issueKey).toBe('validation:DAY_CLOSED');
    hours.setDay(1);
    hours.addHours();
    hours.setClosedDay(1);
    expect(hours.addClosed()).toBe(false);
    expect(hours.issueKey).toBe('business:hours.issues.DAY_HAS_WORKING_HOURS');
    expect(hours.hours.closedDays).toEqual([7]);
  });

  it('changing the day, the range or the closed day clears the last refusal', () => {
    const hours = editor();
    hours.setRange(12, 8);
    hours.addHours();
    expect(hours.issue).toBe('HOURS_RANGE_INVALID');
    hours.setRange(8, 12);
    expect(hours.issue).toBeNull();
    hours.addHours();
    hours.addHours();
    expect(hours.issue).toBe('DAY_ALREADY_ADDED');
    hours.setDay(4);
    expect(hours.issue).toBeNull();
  });

  it('removes hours and closed days, and reorganises both from Sunday', () => {
    const hours = editor();
    for (const day of [5, 1, 3] as const) {
      hours.setDay(day);
      hours.addHours();
    }
    for (const day of [6, 7] as const) {
      hours.setClosedDay(day);
      hours.addClosed();
    }
    hours.removeHours(hours.hours.workingHours.find((w) => w.day === 3)!.id);
    hours.reorganise();
    expect(hours.hours.workingHours.map((w) => w.day)).toEqual([1, 5]);
    expect(hours.hours.closedDays).toEqual([7, 6]);
    hours.removeClosed(7);
    expect(hours.hours.closedDays).toEqual([6]);
  });

  it('loads saved hours, or starts empty without any', () => {
    const hours = editor();
    hours.load({ workingHours: [{ id: 'a', day: 2, startHour: 8, endHour: 18 }], closedDays: [7] });
    expect(hours.hours.closedDays).toEqual([7]);
    hours.load(null);
    expect(hours.hours).toEqual({ workingHours: [], closedDays: [] });
  });
});
