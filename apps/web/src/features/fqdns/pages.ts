// The feature's parts that ship in chunks of their own: the route table (app/routes.tsx) makes
// them lazy (the inventory is the endpoint manager's #Fqdn pivot).
export const loadFqdnPivot = () => import('./FqdnPivot');
export const loadOcdiPanelPage = () => import('./ocdi/OcdiPanelPage');
