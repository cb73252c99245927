import type { Metadata } from 'next';
import { CarCoachStartPage, carCoachMetadata } from '@/features/choice-helpers/car/ui/CarCoachPages';

export const generateMetadata = (): Promise<Metadata> => carCoachMetadata('start');

export default async function Page(props: PageProps<'/keuzecoach/start'>) {
  return <CarCoachStartPage params={await props.searchParams} />;
}
