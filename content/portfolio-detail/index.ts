/** The solution pages the site starts with (the solutions collection's seeds), in the menu's order. */
import apiSolutions from './api-solutions';
import businessOutsourcing from './business-outsourcing';
import cloudServices from './cloud-services';
import connectivityServices from './connectivity-services';
import cybersecurityIntegration from './cybersecurity-integration';
import distributionSolution from './distribution-solution';
import environmentalConsulting from './environmental-consulting';
import evoucherSystem from './evoucher-system';
import facilityManagement from './facility-management';
import greenEnergy from './green-energy';
import iotDigitalServices from './iot-digital-services';
import managedServices from './managed-services';
import smartInfrastructure from './smart-infrastructure';
import solarSolutions from './solar-solutions';
import systemIntegration from './system-integration';
import waterManagement from './water-management';

export const SOLUTION_SEEDS = [
  apiSolutions,
  systemIntegration,
  connectivityServices,
  businessOutsourcing,
  managedServices,
  cloudServices,
  iotDigitalServices,
  cybersecurityIntegration,
  evoucherSystem,
  distributionSolution,
  solarSolutions,
  waterManagement,
  greenEnergy,
  smartInfrastructure,
  environmentalConsulting,
  facilityManagement,
];
