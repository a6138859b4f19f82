// The card names an added sequence with the codegen validator's own reader, so what it accepts the server accepts.
import { sampleProject } from '../../../testing/samples';
import { sequenceToAdd } from './mysql-sequences';

it('names a mariadb-dump CREATE TABLE … SEQUENCE=1 as the validator does, and refuses a name it already lists', () => {
  const dumped =
    'CREATE TABLE `order_no` (`next_not_cached_value` bigint(21) NOT NULL, `minimum_value` bigint(21) NOT NULL, ' +
    '`maximum_value` bigint(21) NOT NULL, `start_value` bigint(21) NOT NULL, `increment` bigint(21) NOT NULL, ' +
    '`cache_size` bigint(21) unsigned NOT NULL, `cycle_option` tinyint(1) unsigned NOT NULL, ' +
    '`cycle_count` bigint(21) NOT NULL) ENGINE=InnoDB SEQUENCE=1';
  expect(sequenceToAdd(sampleProject, [], `${dumped};`)).toEqual({
    sequence: { name: 'order_no', definition: dumped },
  });
  expect(
    sequenceToAdd(sampleProject, [{ name: 'order_no', definition: 'CREATE SEQUENCE order_no' }], dumped),
  ).toEqual({ problem: expect.stringMatching(/序列 order_no 重复/) });
});
