package solve

// idTable numbers boards (kmSearch.id): an open-addressing hash table from
// a board to its number, exact (the whole board is compared), with a
// multiplicative hash of the two bit sets instead of the generic hash of a
// map with a 16-byte key, which the ko search's certificates look up for
// every recurrable board of every position.
type idTable struct {
	certs []*boardCerts // by number (kmSearch.ids)
	keys  []stones
	ids   []uint32 // 0: an empty slot
	n     int
	shift uint // 64 − log2(len(keys))
}

func newIDTable() *idTable {
	const size = 1024
	return &idTable{keys: make([]stones, size), ids: make([]uint32, size), shift: 64 - 10}
}

// slot returns the slot of b: where it is, or the empty slot where it
// would go.
func (t *idTable) slot(b stones) int {
	h := (b.b*0x9E3779B97F4A7C15 ^ b.w*0xC2B2AE3D27D4EB4F ^ b.w>>29) * 0x94D049BB133111EB
	mask := len(t.keys) - 1
	for i := int(h >> t.shift); ; i = (i + 1) & mask {
		if t.ids[i] == 0 || t.keys[i] == b {
			return i
		}
	}
}

// get returns the number of b, 0 if it has none.
func (t *idTable) get(b stones) uint32 { return t.ids[t.slot(b)] }

// number returns the number of b, numbering it (1, 2, …) if new.
func (t *idTable) number(b stones) uint32 {
	i := t.slot(b)
	if t.ids[i] != 0 {
		return t.ids[i]
	}
	t.n++
	id := uint32(t.n)
	t.keys[i], t.ids[i] = b, id
	if 2*t.n > len(t.keys) { // at most half full
		keys, ids := t.keys, t.ids
		t.keys, t.ids = make([]stones, 2*len(keys)), make([]uint32, 2*len(keys))
		t.shift--
		for j, k := range keys {
			if ids[j] != 0 {
				i := t.slot(k)
				t.keys[i], t.ids[i] = k, ids[j]
			}
		}
	}
	return id
}

// certsOf returns the certificates of the board numbered id (0: none).
func (t *idTable) certsOf(id uint32) *boardCerts {
	if int(id) < len(t.certs) {
		return t.certs[id]
	}
	return nil
}

// setCerts sets the certificates of the board numbered id (not 0).
func (t *idTable) setCerts(id uint32, bc *boardCerts) {
	for int(id) >= len(t.certs) {
		t.certs = append(t.certs, nil)
	}
	t.certs[id] = bc
}
