import type { Metadata } from 'next';
import { CarCoachResultPage, carCoachMetadata } from '@/features/choice-helpers/car/ui/CarCoachPages';

export const generateMetadata = (): Promise<Metadata> => carCoachMetadata('result');

export default async function Page(props: PageProps<'/keuzecoach/resultaat'>) {
  return <CarCoachResultPage params={await props.searchParams} />;
}
