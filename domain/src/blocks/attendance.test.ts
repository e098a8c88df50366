import { attendance } from './attendance.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(attendance, {
  wrongTypes: [['AttendanceWorkspaceID', 12]],
  bounds: [['AttendanceWorkspaceID', 'x'.repeat(100), 'x'.repeat(101)]],
});
