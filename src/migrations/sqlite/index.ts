import * as migration_20261122_081857_initial from './20261122_081857_initial';
import * as migration_20261122_085025_shell_seed_state_coming_soon from './20261122_085025_shell_seed_state_coming_soon';
import * as migration_20261122_092209_content_news_programmes_career_faq from './20261122_092209_content_news_programmes_career_faq';
import * as migration_20261122_093151_visitor_statistics from './20261122_093151_visitor_statistics';
import * as migration_20261122_093547_content_pages from './20261122_093547_content_pages';
import * as migration_20261123_012121_content_home_alumni_students_admissions_about from './20261123_012121_content_home_alumni_students_admissions_about';
import * as migration_20261123_012921_news_autosave from './20261123_012921_news_autosave';
import * as migration_20261123_121218_tuition_track from './20261123_121218_tuition_track';
import * as migration_20261123_164026_admissions_search from './20261123_164026_admissions_search';
import * as migration_20261123_173745_data_request_keeps_email from './20261123_173745_data_request_keeps_email';
import * as migration_20261124_041421_security_hardening from './20261124_041421_security_hardening';
import * as migration_20261124_113848_storage_prefix_fields from './20261124_113848_storage_prefix_fields';
import * as migration_20261124_203708_pelatihan_waktu from './20261124_203708_pelatihan_waktu';
import * as migration_20261124_231215_privacy_consent_audit from './20261124_231215_privacy_consent_audit';
import * as migration_20261125_022711_admission_waves_quotas from './20261125_022711_admission_waves_quotas';
import * as migration_20261125_035148_retention_and_data_requests from './20261125_035148_retention_and_data_requests';
import * as migration_20261125_035537_restriction_and_campus_info from './20261125_035537_restriction_and_campus_info';
import * as migration_20261127_222646_admin_jakarta_time_zone from './20261127_222646_admin_jakarta_time_zone';
import * as migration_20261128_142003_security_round_three from './20261128_142003_security_round_three';
import * as migration_20261128_175218_passkeys_and_web_vitals from './20261128_175218_passkeys_and_web_vitals';
import * as migration_20261207_005930_payments from './20261207_005930_payments';
import * as migration_20261207_042213_payment_refund_details from './20261207_042213_payment_refund_details';
import * as migration_20261207_051333_students_and_nim from './20261207_051333_students_and_nim';
import * as migration_20261207_121007_reregistration from './20261207_121007_reregistration';
import * as migration_20261207_121605_reregistration_applicant_name from './20261207_121605_reregistration_applicant_name';
import * as migration_20261207_130911_ktm_export_feeder_sync from './20261207_130911_ktm_export_feeder_sync';
import * as migration_20261207_160024_payments_paid_slot from './20261207_160024_payments_paid_slot';
import * as migration_20261207_164555_reregistration_final_diploma from './20261207_164555_reregistration_final_diploma';

export const migrations = [
  {
    up: migration_20261122_081857_initial.up,
    down: migration_20261122_081857_initial.down,
    name: '20261122_081857_initial',
  },
  {
    up: migration_20261122_085025_shell_seed_state_coming_soon.up,
    down: migration_20261122_085025_shell_seed_state_coming_soon.down,
    name: '20261122_085025_shell_seed_state_coming_soon',
  },
  {
    up: migration_20261122_092209_content_news_programmes_career_faq.up,
    down: migration_20261122_092209_content_news_programmes_career_faq.down,
    name: '20261122_092209_content_news_programmes_career_faq',
  },
  {
    up: migration_20261122_093151_visitor_statistics.up,
    down: migration_20261122_093151_visitor_statistics.down,
    name: '20261122_093151_visitor_statistics',
  },
  {
    up: migration_20261122_093547_content_pages.up,
    down: migration_20261122_093547_content_pages.down,
    name: '20261122_093547_content_pages',
  },
  {
    up: migration_20261123_012121_content_home_alumni_students_admissions_about.up,
    down: migration_20261123_012121_content_home_alumni_students_admissions_about.down,
    name: '20261123_012121_content_home_alumni_students_admissions_about',
  },
  {
    up: migration_20261123_012921_news_autosave.up,
    down: migration_20261123_012921_news_autosave.down,
    name: '20261123_012921_news_autosave',
  },
  {
    up: migration_20261123_121218_tuition_track.up,
    down: migration_20261123_121218_tuition_track.down,
    name: '20261123_121218_tuition_track',
  },
  {
    up: migration_20261123_164026_admissions_search.up,
    down: migration_20261123_164026_admissions_search.down,
    name: '20261123_164026_admissions_search',
  },
  {
    up: migration_20261123_173745_data_request_keeps_email.up,
    down: migration_20261123_173745_data_request_keeps_email.down,
    name: '20261123_173745_data_request_keeps_email',
  },
  {
    up: migration_20261124_041421_security_hardening.up,
    down: migration_20261124_041421_security_hardening.down,
    name: '20261124_041421_security_hardening',
  },
  {
    up: migration_20261124_113848_storage_prefix_fields.up,
    down: migration_20261124_113848_storage_prefix_fields.down,
    name: '20261124_113848_storage_prefix_fields',
  },
  {
    up: migration_20261124_203708_pelatihan_waktu.up,
    down: migration_20261124_203708_pelatihan_waktu.down,
    name: '20261124_203708_pelatihan_waktu',
  },
  {
    up: migration_20261124_231215_privacy_consent_audit.up,
    down: migration_20261124_231215_privacy_consent_audit.down,
    name: '20261124_231215_privacy_consent_audit',
  },
  {
    up: migration_20261125_022711_admission_waves_quotas.up,
    down: migration_20261125_022711_admission_waves_quotas.down,
    name: '20261125_022711_admission_waves_quotas',
  },
  {
    up: migration_20261125_035148_retention_and_data_requests.up,
    down: migration_20261125_035148_retention_and_data_requests.down,
    name: '20261125_035148_retention_and_data_requests',
  },
  {
    up: migration_20261125_035537_restriction_and_campus_info.up,
    down: migration_20261125_035537_restriction_and_campus_info.down,
    name: '20261125_035537_restriction_and_campus_info',
  },
  {
    up: migration_20261127_222646_admin_jakarta_time_zone.up,
    down: migration_20261127_222646_admin_jakarta_time_zone.down,
    name: '20261127_222646_admin_jakarta_time_zone',
  },
  {
    up: migration_20261128_142003_security_round_three.up,
    down: migration_20261128_142003_security_round_three.down,
    name: '20261128_142003_security_round_three',
  },
  {
    up: migration_20261128_175218_passkeys_and_web_vitals.up,
    down: migration_20261128_175218_passkeys_and_web_vitals.down,
    name: '20261128_175218_passkeys_and_web_vitals',
  },
  {
    up: migration_20261207_005930_payments.up,
    down: migration_20261207_005930_payments.down,
    name: '20261207_005930_payments',
  },
  {
    up: migration_20261207_042213_payment_refund_details.up,
    down: migration_20261207_042213_payment_refund_details.down,
    name: '20261207_042213_payment_refund_details',
  },
  {
    up: migration_20261207_051333_students_and_nim.up,
    down: migration_20261207_051333_students_and_nim.down,
    name: '20261207_051333_students_and_nim',
  },
  {
    up: migration_20261207_121007_reregistration.up,
    down: migration_20261207_121007_reregistration.down,
    name: '20261207_121007_reregistration',
  },
  {
    up: migration_20261207_121605_reregistration_applicant_name.up,
    down: migration_20261207_121605_reregistration_applicant_name.down,
    name: '20261207_121605_reregistration_applicant_name',
  },
  {
    up: migration_20261207_130911_ktm_export_feeder_sync.up,
    down: migration_20261207_130911_ktm_export_feeder_sync.down,
    name: '20261207_130911_ktm_export_feeder_sync',
  },
  {
    up: migration_20261207_160024_payments_paid_slot.up,
    down: migration_20261207_160024_payments_paid_slot.down,
    name: '20261207_160024_payments_paid_slot',
  },
  {
    up: migration_20261207_164555_reregistration_final_diploma.up,
    down: migration_20261207_164555_reregistration_final_diploma.down,
    name: '20261207_164555_reregistration_final_diploma'
  },
];
