export { brandMarkPath, brandMarksFor } from './brands';
