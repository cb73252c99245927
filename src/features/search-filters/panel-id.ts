/** The filter panel's id: the no-script Filters link targets it (#filterpaneel), the open button is `${id}-open`. */
export const PANEL_ID = 'filterpaneel';
