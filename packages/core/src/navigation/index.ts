// The navigation context's public API: the routes and the policies for access, the side menu,
// the back button and the dashboard.
export * from './routes';
export * from './access.policy';
export * from './side-menu.policy';
export * from './back-button.policy';
export * from './dashboard.policy';
