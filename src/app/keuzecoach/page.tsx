import type { Metadata } from 'next';
import { CarCoachLanding } from '@/features/choice-helpers/car/ui/CarCoachLanding';
import { carCoachMetadata } from '@/features/choice-helpers/car/ui/CarCoachPages';

export const generateMetadata = (): Promise<Metadata> => carCoachMetadata('landing');

export default function Page() {
  return <CarCoachLanding />;
}
