export { ImpactMonitor as default } from '../components/ImpactMonitor/ImpactMonitor';
