import { contentMessages } from './contentMessages.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(contentMessages, {
  wrongTypes: [
    ['DviewcontentMessagesTitleColor', 'black'],
    ['DviewcontentMessagesDescriptionColor', 0],
  ],
  bounds: [['DviewcontentMessagesTitleColor', '#000', '#00']],
});
