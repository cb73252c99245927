import { VehicleDetailPage, vehicleDetailMetadata, type DetailRouteProps } from '@/features/vehicle-detail/server';

export function generateMetadata(props: DetailRouteProps) {
  return vehicleDetailMetadata('auto', props);
}

export default function Page(props: DetailRouteProps) {
  return <VehicleDetailPage type="auto" {...props} />;
}
