import type { DealerService } from '@/lib/vehicle/enums';
import { DEALER_SERVICES } from '@/lib/vehicle/enums';
import { createRandom, hashSeed } from '../random';
import type { DealerSpecialty } from './dealers';

/**
 * The services a demo dealer offers beside selling (issue 17): rental among car dealers, financing
 * among car and motorcycle dealers, employer bike lease among bicycle dealers. The shares are our
 * estimate of the trade, not a measurement. Each dealer draws from its own stream, so adding
 * services left every other fact of the demo dealers (and so every listing) as it was.
 */
export const SERVICE_SHARES: Readonly<Record<DealerService, Partial<Record<DealerSpecialty, number>>>> = {
  rental: { car: 0.15, carCamping: 0.15 },
  financing: { car: 0.6, carCamping: 0.6, motor: 0.6, twoWheels: 0.6 },
  bikeLease: { bicycle: 0.5, twoWheels: 0.5 },
};

export function demoDealerServices(seed: number | string, index: number, specialty: DealerSpecialty): DealerService[] {
  const random = createRandom(hashSeed('dealer-services', seed, index));
  // One draw per service whatever the specialty, so a share changed later moves only that service.
  return DEALER_SERVICES.filter((service) => {
    const draw = random.next();
    return draw < (SERVICE_SHARES[service][specialty] ?? 0);
  });
}
