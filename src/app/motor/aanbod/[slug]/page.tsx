import { VehicleDetailPage, vehicleDetailMetadata, type DetailRouteProps } from '@/features/vehicle-detail/server';

export function generateMetadata(props: DetailRouteProps) {
  return vehicleDetailMetadata('motor', props);
}

export default function Page(props: DetailRouteProps) {
  return <VehicleDetailPage type="motor" {...props} />;
}
