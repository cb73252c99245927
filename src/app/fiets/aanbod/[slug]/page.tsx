import { VehicleDetailPage, vehicleDetailMetadata, type DetailRouteProps } from '@/features/vehicle-detail/server';

export function generateMetadata(props: DetailRouteProps) {
  return vehicleDetailMetadata('fiets', props);
}

export default function Page(props: DetailRouteProps) {
  return <VehicleDetailPage type="fiets" {...props} />;
}
