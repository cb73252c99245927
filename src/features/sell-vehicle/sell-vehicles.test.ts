import { describe, expect, it } from 'vitest';
import { SELL_VEHICLES, sellPath, sellVehicleFromParam } from './sell-vehicles';

describe('the sell page per vehicle', () => {
  it('has one URL per vehicle that reads back to it, the car without a parameter', () => {
    expect(SELL_VEHICLES.map(sellPath)).toEqual(['/auto-verkopen', '/auto-verkopen?voertuig=motor', '/auto-verkopen?voertuig=caravan', '/auto-verkopen?voertuig=vouwwagen', '/auto-verkopen?voertuig=camper']);
    for (const vehicle of SELL_VEHICLES) expect(sellVehicleFromParam(new URLSearchParams(sellPath(vehicle).split('?')[1] ?? '').get('voertuig') ?? undefined)).toBe(vehicle);
    expect(sellVehicleFromParam('boot')).toBeNull();
  });
});
