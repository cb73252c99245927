/** The vehicle of the detail page on screen, for events (shares) whose markup does not carry it. */
let current: number | null = null;

export function setCurrentDetailVehicle(id: number | null): void {
  current = id;
}

export function currentDetailVehicle(): number | null {
  return current;
}
