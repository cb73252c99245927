/** Sell my vehicle (issue 15, item 5), client-safe entry: the page's vehicles and their URLs. */
export { SELL_PATH, SELL_VEHICLES, sellPath, sellVehicleFromParam, type SellVehicle } from './sell-vehicles';
