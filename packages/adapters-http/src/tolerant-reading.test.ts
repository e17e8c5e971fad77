// What 000 and 001 do not promise is read as absent, not refused: the real API may answer a
// delete with nothing to say, an activation with only its state, a company without the plan.
import { deleteServiceAnswer } from '@fieldteam/api-contract/answers/services';
import { describe, expect, it } from 'vitest';
import { readActivateAnswer } from './account/account.wire';
import { readCompany } from './company/company.wire';
import { readAck } from './wire-guards';

describe('tolerant reading of what the specification leaves out', () => {
  it('reads an acknowledgement without a message as an empty one, and still refuses a message that is not text', () => {
    expect(readAck(deleteServiceAnswer, {}, 'deleteService')).toEqual({ ok: true, value: { message: '' } });
    expect(readAck(deleteServiceAnswer, { message: 'Serviço removido' }, 'deleteService')).toEqual({ ok: true, value: { message: 'Serviço removido' } });
    expect(readAck(deleteServiceAnswer, { message: 7 }, 'deleteService')).toMatchObject({ ok: false, error: { code: 'API_BAD_ANSWER' } });
  });

  it('reads an activation answer that carries only isActive (000 section 7)', () => {
    expect(readActivateAnswer({ isActive: 'activated' })).toEqual({ ok: true, value: { activation: 'activated', message: '' } });
  });

  it('reads a company without complement or plan: no complement, the free plan', () => {
    const company = {
      business_id: '12345678000199',
      business_nick: 'Brilho',
      comercial_name: 'Brilho Limpezas',
      primaryemailbusiness: 'a@brilho.co',
      secondaryemailbusiness: 'b@brilho.co',
      phone: '11999998888',
      location_description: 'Av. Paulista, 1000',
      description: 'Limpeza',
      latitude: -23.56,
      longitude: -46.65,
      activitys: ['Limpeza'],
      opening_hours: { workingHours: [{ id: 'w1', day: 'segunda-feira', startTime: '08:00', endTime: '17:00' }], closedDays: ['domingo'] },
    };
    expect(readCompany({ company })).toMatchObject({ ok: true, value: { plan: 'free', address: { description: 'Av. Paulista, 1000', complement: null }, hours: { closedDays: [7] } } });
  });
});
