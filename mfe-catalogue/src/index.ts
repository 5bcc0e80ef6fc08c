// The async boundary lets Module Federation negotiate the shared singletons before any React code runs.
void import('./bootstrap');
