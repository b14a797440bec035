package all

import _ "arbiter/scoring/myre"
